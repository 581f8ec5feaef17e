import { href, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ArrowRight } from "~/components/ui/icons";

/** 'Want to Join Our Team?' (its title from content/teams.yaml): the way from a team page to Join Us and to the team's role. */
export function JoinTeamCta({ title, roleId, roleTitle }: { title: string; roleId: string; roleTitle: string }) {
  return (
    <section aria-labelledby="join-team-title" className="band-brand">
      <Container className="flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="join-team-title" className="text-3xl font-bold tracking-tight">
            {title}
          </h2>
          <p className="mt-3 text-lg text-on-brand/90">
            Read about the{" "}
            <Link
              to={href("/join/role/:id", { id: roleId })}
              className="font-semibold underline underline-offset-4 hover:text-on-brand"
            >
              {roleTitle}
            </Link>{" "}
            role, then see how to apply.
          </p>
        </div>
        <Link to={href("/join")} className={buttonVariants({ variant: "light", size: "lg" })}>
          Join Us Today
          <ArrowRight aria-hidden="true" />
        </Link>
      </Container>
    </section>
  );
}

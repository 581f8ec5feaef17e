import type { CSSProperties } from "react";
import { href, Link } from "react-router";
import { ArrowRight } from "~/components/ui/icons";
import { Picture } from "~/components/ui/picture";
import type { TeamTile } from "~/content/page-data";
import { searchCardMark } from "~/lib/search-marks";

/**
 * The rows the tiles take at one, two and four columns, as CSS variables: the section that
 * holds them sizes its placeholder (render-when-visible) by them, whatever the number of teams.
 */
export function tileRows(count: number): CSSProperties {
  return {
    "--tile-rows-1": count,
    "--tile-rows-2": Math.ceil(count / 2),
    "--tile-rows-4": Math.ceil(count / 4),
  } as CSSProperties;
}

/** 'What We Do': one tile per team (content/teams/, in their order), linking to its page. */
export function TeamTiles({ tiles }: { tiles: TeamTile[] }) {
  return (
    <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map((tile) => (
        <li key={tile.slug}>
          <Link
            to={href("/teams/:id", { id: tile.slug })}
            {...searchCardMark}
            className="group relative isolate flex aspect-[4/5] items-end overflow-hidden rounded-card bg-night p-5 text-white shadow-card"
          >
            <Picture
              image={tile.image}
              alt=""
              sizes="(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw"
              className="absolute inset-0 -z-10"
              imgClassName="size-full object-cover transition-transform duration-500 group-hover:scale-105"
            />
            <span
              aria-hidden="true"
              className="absolute inset-0 -z-10 bg-gradient-to-t from-night via-night/50 to-transparent"
            />
            <span className="flex w-full items-center justify-between text-xl font-bold">
              {tile.title}
              <ArrowRight aria-hidden="true" className="size-5 transition-transform group-hover:translate-x-1" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

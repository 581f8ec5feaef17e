import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { ApplicationTab } from "~/content/page-data";

/** 'Our Application Process': one tab per step, in the order of join.yaml; the first is selected by default. */
export function ApplicationTabs({ tabs, label }: { tabs: ApplicationTab[]; label: string }) {
  const [first] = tabs;
  if (!first) return null;
  return (
    <Tabs defaultValue={first.id} className="mt-8">
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.shortTitle}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} className="border border-line bg-card p-6 shadow-card">
          <h3 className="text-2xl font-bold">{tab.title}</h3>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            {tab.sections.map((section) => (
              <div key={section.title}>
                <h4 className="text-lg font-semibold">{section.title}</h4>
                <p className="mt-2 text-ink-muted">{section.content}</p>
              </div>
            ))}
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}

import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { lazyPanel } from "#web/lib/lazy-panel.tsx";

/** Lets the loader's promise and React.lazy's own callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const Dialog = ({ open, title }: { open: boolean; title: string }) => (open ? <p>{title}</p> : null);

const Task = ({ mode }: { mode: string | null }) => <p>{mode}</p>;

describe("lazyPanel", () => {
  it("fetches nothing while the panel has never been opened", () => {
    const load = vi.fn(async () => Dialog);
    const Panel = lazyPanel(load);
    expect(renderToString(<Panel open={false} title="Help" />)).toBe("");
    expect(load).not.toHaveBeenCalled();
  });

  it("fetches the panel's code once when it opens, and a preload shares that fetch", async () => {
    const load = vi.fn(async () => Dialog);
    const Panel = lazyPanel(load);
    Panel.preload();
    renderToString(<Panel open title="Help" />);
    renderToString(<Panel open title="Help" />);
    expect(load).toHaveBeenCalledTimes(1);
    await settle();
    // Once loaded, the panel renders in the same pass.
    expect(renderToString(<Panel open title="Help" />)).toContain("Help");
  });

  it("opens on the condition it is given (a panel driven by a mode, not `open`)", async () => {
    const load = vi.fn(async () => Task);
    const Panel = lazyPanel(load, (props) => props.mode !== null);
    expect(renderToString(<Panel mode={null} />)).toBe("");
    expect(load).not.toHaveBeenCalled();
    renderToString(<Panel mode="create" />);
    await settle();
    expect(renderToString(<Panel mode="create" />)).toContain("create");
  });

  it("tries again on the next preload after a failed one", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(Dialog);
    const Panel = lazyPanel(load);
    Panel.preload();
    await settle();
    Panel.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

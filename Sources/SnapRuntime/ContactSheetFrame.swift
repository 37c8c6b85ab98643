import LayoutDSL
internal import Render

/// A frame waiting for the contact sheet: its tree, not its pixels, so the sheet is drawn at its
/// own scale once every frame of the run is known (`ContactSheetPlan`), and a long sequence does
/// not hold every full-size image in memory.
struct ContactSheetFrame {
    let label: String
    /// The frame as its PNG shows it (with the system's status bar when drawn).
    let tree: ResolvedTree
    /// The tree whose frames `--debug-frames` outlines.
    let outlined: ResolvedTree?
    let background: Color.Resolved?

    func draw(scale: CGFloat) -> Canvas {
        let renderer = Renderer(scale: scale, background: background)
        var image = renderer.render(tree)
        if let outlined { renderer.outlineFrames(of: outlined, on: &image) }
        return image
    }
}

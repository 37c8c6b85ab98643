/// A column of a split view. Each column of a `UISplitViewController` is a view controller of
/// its own whose view bounds what it shows, so content that ignores the safe area (a list's
/// background) reaches the column's edges and no further: the sidebar list's grouped
/// background fills the sidebar, and the detail column beside it keeps the system background.
struct NavigationSplitViewColumnBehavior: FillingSafeAreaBehavior {
    var name: String { "NavigationSplitViewColumn" }

    /// Columns run under the status bar and home indicator, as their navigation stacks do.
    func adjust(_ frame: CGRect, parent: CGAffineTransform, area: SafeArea, rightToLeft: Bool) -> CGRect {
        IgnoresSafeAreaBehavior(edges: .all).adjust(frame, parent: parent, area: area, rightToLeft: rightToLeft)
    }

    func childArea(_ area: SafeArea, frame: CGRect, placements: Placements, rightToLeft: Bool) -> SafeArea {
        let outer = area.outer.intersection(frame)
        return SafeArea(safe: area.safe, outer: outer.isNull ? area.outer : outer)
    }
}

nonisolated extension View {
    /// The view as a split view column (see `NavigationSplitViewColumnBehavior`).
    func navigationSplitViewColumn() -> some View { layoutModifier { NavigationSplitViewColumnBehavior() } }
}

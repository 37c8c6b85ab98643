import LayoutDSL

/// `--scroll-target` must name a ScrollView of the settled view: a name that matches none would
/// leave every frame unscrolled, yet its files would be named as if scrolled.
enum ScrollTargetCheck {
    static func check(_ target: String, in tree: ResolvedTree) throws {
        let scrollViews = tree.scrollViews
        guard !scrollViews.contains(where: { $0.scrollTargetNames.contains(target) }) else { return }
        let names = scrollViews.flatMap(\.scrollTargetNames)
        let unnamed = scrollViews.filter { $0.scrollTargetNames.isEmpty }.count
        let here: String
        switch (names.isEmpty, unnamed) {
        case (true, 0): here = "there are no scroll views"
        case (true, _): here = "no scroll view here has an accessibilityIdentifier or .id"
        case (false, 0): here = "scroll views here: \(names.joined(separator: ", "))"
        case (false, _): here = "scroll views here: \(names.joined(separator: ", ")) and \(unnamed) unnamed"
        }
        throw SnapError(.unknownScrollTarget, "no scroll view '\(target)'; \(here)")
    }
}

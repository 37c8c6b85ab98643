import LayoutDSL

/// `--scroll-target` must name a ScrollView of the settled view: a name that matches none would
/// leave every frame unscrolled, yet its files would be named as if scrolled.
enum ScrollTargetCheck {
    /// The target `name` spells among the host's scroll views (after a settled update).
    static func target(named name: String, in host: ViewHost) throws -> ScrollViewSelector {
        if let target = host.scrollTarget(named: name) { return target }
        let names = host.scrollViewNames
        let unnamed = host.scrollViewCount - names.count
        let here: String
        switch (names.isEmpty, unnamed) {
        case (true, 0): here = "there are no scroll views"
        case (true, _): here = "no scroll view here has an accessibilityIdentifier or .id"
        case (false, 0): here = "scroll views here: \(names.joined(separator: ", "))"
        case (false, _): here = "scroll views here: \(names.joined(separator: ", ")) and \(unnamed) unnamed"
        }
        throw SnapError(.unknownScrollTarget, "no scroll view '\(name)'; \(here)")
    }
}

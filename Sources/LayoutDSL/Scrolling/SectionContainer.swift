/// The lazy stack or grid a section sits in, as sections need it for their own layout.
struct SectionContainer {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat
    let pinned: PinnedScrollableViews
    /// Inside a List: the list's appearance (rows get row chrome, headers the style's look).
    let list: ListAppearance?
    /// In a lazy grid: the grid's items, which lay out a section's content in lines.
    var grid: [GridItem]? = nil
    var gridAlignment = Alignment.center
}

private struct SectionContainerKey: EnvironmentKey { static let defaultValue: SectionContainer? = nil }

extension EnvironmentValues {
    /// Set by a lazy stack for its direct content; cleared inside each section.
    var sectionContainer: SectionContainer? {
        get { self[SectionContainerKey.self] } set { self[SectionContainerKey.self] = newValue }
    }
}

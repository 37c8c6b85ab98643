/// A toolbar item group with a label (Apple's documentation of `ToolbarItemGroup(placement:
/// content:label:)`): the label stands for the group where it is collapsed into one control (the
/// Mac's overflow menu, iPadOS's customization sheet); an iPhone's bar shows the group's items.
nonisolated public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    public var body: some View { content }
}

extension ToolbarItemGroup {
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
                                  @ViewBuilder label: () -> L) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.init(placement: placement) { LabeledToolbarItemGroupContent(content: content(), label: label()) }
    }
}

/// The view a custom `ViewModifier` receives as `content`.
///
/// It builds the content the modifier was last applied to (the graph's record at the
/// modifier's identity), not the one it was made with: when the modifier value is unchanged,
/// the graph reuses the modifier's last body, placeholder included, while the content may
/// have changed (`Text("\(count)").modifier(Card())` after `count` changed).
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let identity: Int
    func makeNodes(in context: BuildContext) -> NodeList {
        context.graph.modifierContents[identity]?(context.environment) ?? []
    }
}

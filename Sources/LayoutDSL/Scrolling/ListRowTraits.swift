/// What the row modifiers ask of a list row. SwiftUI keeps these as traits of the row's view;
/// here the modifiers annotate the row's node and the row chrome reads them. The innermost
/// modifier wins, as with SwiftUI's traits.
final class ListRowTraits {
    var insets: EdgeInsets?
    /// A `listRowBackground` view, built.
    var background: NodeList?
    var separator: [VerticalEdge: Visibility] = [:]
    var separatorTint: [VerticalEdge: Color] = [:]
    var sectionSeparator: [VerticalEdge: Visibility] = [:]
    var sectionSeparatorTint: [VerticalEdge: Color] = [:]
    /// `swipeActions`, by edge.
    var swipeActions: [HorizontalEdge: SwipeActionsTrait] = [:]
    /// `selectionDisabled(_:)`.
    var selectionDisabled: Bool?
}

/// Sets a trait on the row's node unless an inner modifier already has. On a `Section` the trait
/// is each of its rows', as SwiftUI's row modifiers on a section apply to the rows it holds (a
/// row's own modifier winning): the section passes it to its rows (`sectionRowTraits`).
nonisolated struct ListRowTraitModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    static var attachesToContent: Bool { false }
    let apply: (ListRowTraits, BuildContext) -> Void
    func annotate(_ node: LayoutNode, in context: BuildContext) {
        let traits = node.listRowTraits ?? ListRowTraits()
        node.listRowTraits = traits
        apply(traits, context)
    }

    static func _modify<V: View>(_ content: V, with modifier: Self, inputs: _ViewInputs) -> _ViewOutputs {
        guard content is ListSection else { return primitiveModify(content, with: modifier, inputs: inputs) }
        var context = inputs.context
        context.environment.sectionRowTraits.append(modifier.apply)
        return _ViewOutputs(nodes: context.build(content))
    }
}

/// A section, or one with row traits applied: what passes row traits on to its rows.
protocol ListSection {}

extension ModifiedContent: ListSection where Content: ListSection, Modifier == ListRowTraitModifier {}

private struct SectionRowTraitsKey: EnvironmentKey { static let defaultValue: [(ListRowTraits, BuildContext) -> Void] = [] }

extension EnvironmentValues {
    /// Row traits set on the section being built, outermost first: its rows take them.
    var sectionRowTraits: [(ListRowTraits, BuildContext) -> Void] {
        get { self[SectionRowTraitsKey.self] } set { self[SectionRowTraitsKey.self] = newValue }
    }
}

nonisolated extension View {
    func listRowTrait(_ apply: @escaping (ListRowTraits, BuildContext) -> Void) -> some View {
        modifier(ListRowTraitModifier(apply: apply))
    }
}

extension VerticalEdge.Set {
    var edges: [VerticalEdge] { VerticalEdge.allCases.filter { contains(.init($0)) } }
}

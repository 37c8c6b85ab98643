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
}

/// Sets a trait on the row's node unless an inner modifier already has.
nonisolated struct ListRowTraitModifier: ViewModifier, NodeAnnotation {
    typealias Body = Never
    static var attachesToContent: Bool { false }
    let apply: (ListRowTraits, BuildContext) -> Void
    func annotate(_ node: LayoutNode, in context: BuildContext) {
        let traits = node.listRowTraits ?? ListRowTraits()
        node.listRowTraits = traits
        apply(traits, context)
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

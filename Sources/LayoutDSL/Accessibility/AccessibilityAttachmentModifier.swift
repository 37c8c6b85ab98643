/// The modifier behind the accessibility modifiers (SwiftUI's type of the same name): it edits
/// the accessibility properties of the nodes its content resolves to. Nothing is drawn or laid
/// out differently; the properties are recorded in the resolved tree and the layout JSON.
///
/// As in SwiftUI, the modifiers that return `ModifiedContent<Self, AccessibilityAttachmentModifier>`
/// chain into one attachment: on such content, another of them adds its edit to the same
/// modifier (the `ModifiedContent` overloads) instead of wrapping it again. Edits apply in the
/// order written, so the one further out wins where a property holds one value.
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier, NodeAnnotation {
    public typealias Body = Never
    enum Edit {
        case label(String), hint(String), value(String), hidden(Bool), addTraits(AccessibilityTraits)
        case removeTraits(AccessibilityTraits), heading(AccessibilityHeadingLevel), sortPriority(Double)
        case element(AccessibilityChildBehavior), action(String), identifier(String)
        /// Any other property (custom content, rotors, activation points…).
        case edit((inout AccessibilityProperties) -> Void)
    }
    var edits: [Edit]

    func annotate(_ node: LayoutNode, in context: BuildContext) {
        for edit in edits { apply(edit, to: node) }
    }

    /// An identifier on a view already named inside effects kept on its node keeps both names:
    /// the effects get nodes of their own, and the outer name goes on the outermost.
    func modify(_ content: NodeList, in context: BuildContext) -> NodeList {
        var nodes = content
        for edit in edits {
            if case .identifier = edit {
                nodes = NodeList(nodes) { $0.identifier != nil && !$0.effects.isEmpty ? $0.withEffectsOutside(from: 0) : $0 }
            }
            for node in nodes { apply(edit, to: node) }
        }
        return nodes
    }

    private func apply(_ edit: Edit, to node: LayoutNode) {
        if case .identifier(let identifier) = edit { node.identifier = identifier; return }
        var properties = node.accessibility ?? AccessibilityProperties()
        switch edit {
        case .label(let label): properties.label = label
        case .hint(let hint): properties.hint = hint
        case .value(let value): properties.value = value
        case .hidden(let hidden): properties.isHidden = hidden
        case .addTraits(let traits): properties.traits.formUnion(traits); properties.removedTraits.subtract(traits)
        case .removeTraits(let traits): properties.traits.subtract(traits); properties.removedTraits.formUnion(traits)
        case .heading(let level): properties.heading = level; properties.traits.insert(.isHeader)
        case .sortPriority(let priority): properties.sortPriority = priority
        case .element(let children): properties.children = children
        case .action(let name): if !properties.actions.contains(name) { properties.actions.append(name) }
        case .edit(let change): change(&properties)
        case .identifier: break
        }
        node.accessibility = properties
    }
}

nonisolated extension View {
    /// The content with one accessibility edit, or none when `isEnabled` is false (the
    /// `isEnabled:` overloads: "If true the accessibility … is applied; otherwise it is unchanged").
    func accessibilityAttachment(_ edit: AccessibilityAttachmentModifier.Edit, isEnabled: Bool = true)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier(edits: isEnabled ? [edit] : []))
    }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    /// The same attachment with one more edit, applied after those it has.
    func accessibilityAttachment(_ edit: AccessibilityAttachmentModifier.Edit, isEnabled: Bool = true) -> Self {
        var copy = self
        if isEnabled { copy.modifier.edits.append(edit) }
        return copy
    }
}

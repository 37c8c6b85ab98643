/// The modifier behind the accessibility modifiers (SwiftUI's type of the same name): it edits
/// the accessibility properties of the nodes its content resolves to. Nothing is drawn or laid
/// out differently; the properties are recorded in the resolved tree and the layout JSON.
nonisolated public struct AccessibilityAttachmentModifier: ViewModifier, NodeAnnotation {
    public typealias Body = Never
    enum Edit: Hashable {
        case label(String), hint(String), value(String), hidden(Bool), addTraits(AccessibilityTraits)
        case removeTraits(AccessibilityTraits), heading(AccessibilityHeadingLevel), sortPriority(Double)
        case element(AccessibilityChildBehavior), action(String)
    }
    let edit: Edit

    func annotate(_ node: LayoutNode, in context: BuildContext) {
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
        }
        node.accessibility = properties
    }
}

nonisolated extension View {
    fileprivate func accessibility(_ edit: AccessibilityAttachmentModifier.Edit) -> some View {
        modifier(AccessibilityAttachmentModifier(edit: edit))
    }

    public func accessibilityLabel(_ label: Text) -> some View { accessibility(.label(label.string)) }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibility(.label(labelKey.plainString())) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility(.label(String(label))) }

    public func accessibilityHint(_ hint: Text) -> some View { accessibility(.hint(hint.string)) }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibility(.hint(hintKey.plainString())) }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibility(.hint(String(hint))) }

    public func accessibilityValue(_ value: Text) -> some View { accessibility(.value(value.string)) }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibility(.value(valueKey.plainString())) }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility(.value(String(value))) }

    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility(.hidden(hidden)) }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { accessibility(.addTraits(traits)) }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { accessibility(.removeTraits(traits)) }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { accessibility(.heading(level)) }
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { accessibility(.sortPriority(sortPriority)) }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { accessibility(.element(children)) }

    /// Actions are recorded by kind or name; there is no assistive technology here to perform them.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        accessibility(.action(actionKind.name))
    }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibility(.action(name.string))
    }
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibility(.action(nameKey.key))
    }
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibility(.action(String(name)))
    }
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
        accessibility(.action("custom"))
    }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        accessibility(.action("adjustable"))
    }
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
        accessibility(respondsToUserInteraction ? .addTraits(.allowsDirectInteraction) : .removeTraits(.allowsDirectInteraction))
    }

    /// Accepted: the replacement elements matter to assistive technologies only.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
    public func accessibilityShowsLargeContentViewer() -> some View { self }
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }
    public func accessibilityFocused(_ binding: AccessibilityFocusState<Bool>.Binding) -> some View { self }
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding,
                                                      equals value: Value) -> some View { self }

    // The iOS 13 spellings, deprecated in iOS 14 and still common.
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }
    public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }
    public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }
    public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
}

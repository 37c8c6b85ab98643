/// A button that pushes onto the enclosing navigation stack: a value (shown by the
/// `navigationDestination(for:)` for its type), a destination view, or (deprecated) a
/// destination shown while a binding is true.
///
/// In a List row it looks as iOS draws a disclosure row: the label in the primary colour and a
/// trailing chevron (unless `navigationLinkIndicatorVisibility(.hidden)`); elsewhere it is a plain
/// button in the tint colour.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    enum Target {
        case value(AnyHashable?)
        case destination(Destination)
        case active(Binding<Bool>, Destination)
    }
    let label: Label
    let target: Target
    @Environment(\.navigationStack) private var stack
    @Environment(\.isListRow) private var isListRow
    @Environment(\.navigationLinkIndicatorVisibility) private var indicator

    public var body: some View {
        let button = Button(action: push) {
            if isListRow {
                HStack(spacing: 0) {
                    label.frame(maxWidth: .infinity, alignment: .leading)
                    if indicator != .hidden { Self.disclosureIndicator }
                }
                .contentShape(Rectangle())
            } else {
                label
            }
        }
        if isListRow {
            button.buttonStyle(PlainButtonStyle()).modifier(NavigationDestinationModifier(register: presentIfActive))
        } else {
            button.modifier(NavigationDestinationModifier(register: presentIfActive))
        }
    }

    /// UITableViewCell's disclosure indicator: a chevron about 8×14 pt, semibold, in the
    /// tertiary label colour (sampled from iOS 17 Settings; an estimate of the SF Symbol's size),
    /// pointing left right to left (`chevron.forward`).
    static var disclosureIndicator: some View {
        Image(systemName: "chevron.forward")
            .font(.system(size: 14, weight: .semibold))
            .foregroundStyle(Color(.tertiaryLabel))
            .flipsForRightToLeftLayoutDirection(true)
            .padding(.leading, 8)
    }

    private func push() {
        switch target {
        case .value(let value?): stack?.push(value)
        case .value(nil): break
        case .destination(let destination): stack?.push(AnyView(destination))
        case .active(let isActive, _): isActive.wrappedValue = true
        }
    }

    private func presentIfActive(_ context: BuildContext) {
        guard case .active(let isActive, let destination) = target, isActive.wrappedValue else { return }
        context.environment.navigationScreen?.presented.append(.init(view: AnyView(destination)) { isActive.wrappedValue = false })
    }
}

extension NavigationLink {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), target: .destination(destination()))
    }

    @available(*, deprecated, message: "Use NavigationLink(destination:label:)")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), target: .destination(destination))
    }

    @available(*, deprecated, message: "Use navigationDestination(isPresented:destination:)")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), target: .active(isActive, destination))
    }

    @available(*, deprecated, message: "Use navigationDestination(isPresented:destination:)")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), target: .active(isActive, destination()))
    }

    /// Shown while `selection` is `tag` (iOS 13's list-selection links): tapping sets it, and
    /// popping the destination clears it, as the deprecated form does.
    @available(*, deprecated, message: """
        Use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), \
        inside a NavigationStack or NavigationSplitView
        """)
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), target: .active(Self.isActive(tag, selection), destination))
    }

    @available(*, deprecated, message: """
        Use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), \
        inside a NavigationStack or NavigationSplitView
        """)
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.init(label: label(), target: .active(Self.isActive(tag, selection), destination()))
    }

    /// Whether a tag-and-selection link is shown: `selection` is its tag; showing it sets the
    /// tag, popping it clears the selection.
    static func isActive<V: Hashable>(_ tag: V, _ selection: Binding<V?>) -> Binding<Bool> {
        Binding<Bool>(get: { selection.wrappedValue == tag },
                      set: { active in
                          if active {
                              selection.wrappedValue = tag
                          } else if selection.wrappedValue == tag {
                              selection.wrappedValue = nil
                          }
                      })
    }

    /// Whether the destination replaces a split view's detail column (the default) or is pushed
    /// in the link's own column; an iPhone's single stack pushes either way.
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey), target: .destination(destination()))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), target: .destination(destination()))
    }

    @available(*, deprecated, message: "Use NavigationLink(_:destination:) with a closure")
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(label: Text(titleKey), target: .destination(destination))
    }

    @available(*, deprecated, message: "Use NavigationLink(_:destination:) with a closure")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(label: Text(title), target: .destination(destination))
    }

    @available(*, deprecated, message: "Use navigationDestination(isPresented:destination:)")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(label: Text(titleKey), target: .active(isActive, destination))
    }

    @available(*, deprecated, message: "Use navigationDestination(isPresented:destination:)")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(label: Text(title), target: .active(isActive, destination))
    }

    @available(*, deprecated, message: "Use navigationDestination(isPresented:destination:)")
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey), target: .active(isActive, destination()))
    }

    @available(*, deprecated, message: "Use navigationDestination(isPresented:destination:)")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), target: .active(isActive, destination()))
    }

    @available(*, deprecated, message: "Use NavigationLink(_:value:) inside a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(label: Text(titleKey), target: .active(Self.isActive(tag, selection), destination))
    }

    @available(*, deprecated, message: "Use NavigationLink(_:value:) inside a NavigationStack or NavigationSplitView")
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(label: Text(title), target: .active(Self.isActive(tag, selection), destination))
    }

    @available(*, deprecated, message: "Use NavigationLink(_:value:) inside a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
                             @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey), target: .active(Self.isActive(tag, selection), destination()))
    }

    @available(*, deprecated, message: "Use NavigationLink(_:value:) inside a NavigationStack or NavigationSplitView")
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>,
                                                @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), target: .active(Self.isActive(tag, selection), destination()))
    }
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(label: label(), target: .value(value.map(AnyHashable.init)))
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(label: Text(titleKey), target: .value(value.map(AnyHashable.init)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(label: Text(title), target: .value(value.map(AnyHashable.init)))
    }
}

/// `accessibilityAction` and its kin: the actions an element offers assistive technologies,
/// recorded by kind or name in `AccessibilityProperties.actions` (Apple's documentation of
/// `accessibilityAction(_:_:)`). There is no assistive technology here to perform them, so the
/// handlers are kept by no one.
nonisolated extension View {
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.action(actionKind.name))
    }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.action(name.string))
    }
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.action(nameKey.key))
    }
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.action(String(name)))
    }
    /// The increment and decrement of an adjustable element ("adjustable").
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.action("adjustable"))
    }
    /// A three-finger scroll towards an edge ("scroll").
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.action("scroll"))
    }
    /// A zoom in or out at a point ("zoom").
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.action("zoom"))
    }

    /// An action named by a view ("custom").
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
        accessibilityAttachment(.action("custom"))
    }
    /// Actions made of views, such as buttons ("custom"), optionally under a category.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        accessibilityAttachment(.action("custom"))
    }
    public func accessibilityActions<Content: View>(category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content)
        -> some View {
        accessibilityAttachment(.action("custom")).accessibilityAttachment(.edit { properties in
            if !properties.actionCategories.contains(category.name) { properties.actionCategories.append(category.name) }
        })
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void)
        -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.action(actionKind.name))
    }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.action(name.string))
    }
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.action(nameKey.key))
    }
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
        -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.action(String(name)))
    }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.action("adjustable"))
    }
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.action("scroll"))
    }
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void)
        -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.action("zoom"))
    }
}

/// A group of custom actions (Apple's documentation of `AccessibilityActionCategory`): VoiceOver
/// lists an element's actions by category.
public struct AccessibilityActionCategory: Equatable, Sendable {
    let name: String
    public init(_ name: Text) { self.name = name.string }
    public init(_ name: some StringProtocol) { self.name = String(name) }
    public init(_ nameKey: LocalizedStringKey) { name = nameKey.plainString() }
    private init(kind: String) { name = kind }
    public static let `default` = AccessibilityActionCategory(kind: "default")
    public static let edit = AccessibilityActionCategory(kind: "edit")
}

/// What a zoom action asks for: its direction, and where, in the element's coordinates and as a
/// unit point of its bounds (Apple's documentation of `AccessibilityZoomGestureAction`). Only an
/// assistive technology makes one, which there is none of here.
public struct AccessibilityZoomGestureAction {
    @frozen public enum Direction { case zoomIn, zoomOut }
    public let direction: Direction
    public let location: UnitPoint
    public let point: CGPoint
}

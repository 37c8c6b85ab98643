import Foundation

/// `accessibilityDragPoint` and `accessibilityDropPoint`: the points of the element where
/// assistive technologies start a drag or end a drop, each with a description read to the user
/// (Apple's documentation of `accessibilityDragPoint(_:description:)`); the `isEnabled:` forms
/// only when it is true. Each call adds a point.
nonisolated extension View {
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.dragPoint(point, description.plainString()))
    }
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.dragPoint(point, description.string))
    }
    @_disfavoredOverload
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.dragPoint(point, String(description)))
    }
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.dragPoint(point, description.plainString()), isEnabled: isEnabled)
    }
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.dragPoint(point, description.string), isEnabled: isEnabled)
    }
    @_disfavoredOverload
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.dragPoint(point, String(description)), isEnabled: isEnabled)
    }
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.dropPoint(point, description.plainString()))
    }
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.dropPoint(point, description.string))
    }
    @_disfavoredOverload
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.dropPoint(point, String(description)))
    }
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.dropPoint(point, description.plainString()), isEnabled: isEnabled)
    }
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.dropPoint(point, description.string), isEnabled: isEnabled)
    }
    @_disfavoredOverload
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(.dropPoint(point, String(description)), isEnabled: isEnabled)
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.dragPoint(point, description.plainString()))
    }
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.dragPoint(point, description.string))
    }
    @_disfavoredOverload
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.dragPoint(point, String(description)))
    }
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool)
        -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.dragPoint(point, description.plainString()), isEnabled: isEnabled)
    }
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.dragPoint(point, description.string), isEnabled: isEnabled)
    }
    @_disfavoredOverload
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool)
        -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.dragPoint(point, String(description)), isEnabled: isEnabled)
    }
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.dropPoint(point, description.plainString()))
    }
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.dropPoint(point, description.string))
    }
    @_disfavoredOverload
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.dropPoint(point, String(description)))
    }
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool)
        -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.dropPoint(point, description.plainString()), isEnabled: isEnabled)
    }
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text, isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.dropPoint(point, description.string), isEnabled: isEnabled)
    }
    @_disfavoredOverload
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S, isEnabled: Bool)
        -> ModifiedContent<Content, Modifier> {
        accessibilityAttachment(.dropPoint(point, String(description)), isEnabled: isEnabled)
    }
}

extension AccessibilityAttachmentModifier.Edit {
    static func dragPoint(_ point: UnitPoint, _ description: String) -> Self {
        .edit { $0.dragPoints.append(.init(point: .init(point), description: description)) }
    }
    static func dropPoint(_ point: UnitPoint, _ description: String) -> Self {
        .edit { $0.dropPoints.append(.init(point: .init(point), description: description)) }
    }
}

/// The descriptions given as a `LocalizedStringResource` (iOS 26), disfavoured as the SDK's
/// forms are (Sources/LayoutDSL/Text/LocalizedStringResourceTitles.swift says why).
nonisolated extension View {
    @_disfavoredOverload
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringResource)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityDragPoint(point, description: String(localized: description))
    }
    @_disfavoredOverload
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringResource, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityDragPoint(point, description: String(localized: description), isEnabled: isEnabled)
    }
    @_disfavoredOverload
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringResource)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityDropPoint(point, description: String(localized: description))
    }
    @_disfavoredOverload
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringResource, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityDropPoint(point, description: String(localized: description), isEnabled: isEnabled)
    }
}

nonisolated extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    @_disfavoredOverload
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringResource) -> ModifiedContent<Content, Modifier> {
        accessibilityDragPoint(point, description: String(localized: description))
    }
    @_disfavoredOverload
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringResource, isEnabled: Bool)
        -> ModifiedContent<Content, Modifier> {
        accessibilityDragPoint(point, description: String(localized: description), isEnabled: isEnabled)
    }
    @_disfavoredOverload
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringResource) -> ModifiedContent<Content, Modifier> {
        accessibilityDropPoint(point, description: String(localized: description))
    }
    @_disfavoredOverload
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringResource, isEnabled: Bool)
        -> ModifiedContent<Content, Modifier> {
        accessibilityDropPoint(point, description: String(localized: description), isEnabled: isEnabled)
    }
}

/// The trait `sectionIndexLabel(_:)` writes, as the SDK's `SectionIndexLabelKey` (iOS 26.2 SDK,
/// SwiftUI.swiftinterface: a `_ViewTraitKey` of an internal enum of text or image; only text has
/// a public modifier, so the label here is the text): the list reads it from its sections.
struct SectionIndexLabelKey: _ViewTraitKey {
    static var defaultValue: Text? { nil }

    /// The label a view's trait gives: nil if the view has no such trait, `.some(nil)` if it
    /// has one that leaves the section out of the index.
    static func label(in values: ContainerValues) -> Text?? {
        guard let stored = values.values[ObjectIdentifier(Self.self)] else { return nil }
        return .some(stored as? Text)
    }
}

nonisolated extension View {
    /// The label of this section in its list's section index, "typically only a single
    /// character long" (Apple's documentation); `nil` leaves the section out of the index.
    /// Written as a trait, as the SDK's inlinable body writes it, so it reaches the list
    /// through groups, `ForEach` and branches (`SectionIndexEntries`).
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public func sectionIndexLabel(_ label: Text?) -> some View {
        _trait(SectionIndexLabelKey.self, label)
    }

    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    public func sectionIndexLabel<S: StringProtocol>(_ label: S?) -> some View {
        _trait(SectionIndexLabelKey.self, label.map { Text($0) })
    }
}

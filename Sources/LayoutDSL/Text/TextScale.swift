extension Text {
    /// A text scale (iOS 17), as SwiftUI's `Text.Scale`: `.secondary` draws text smaller in
    /// contexts that support it ("a smaller text scale", Apple's `textScale(_:isEnabled:)`),
    /// which on iOS are few; accepted, drawn at the default scale.
    public struct Scale: Hashable, Sendable {
        let isSecondary: Bool
        public static let `default` = Scale(isSecondary: false)
        public static let secondary = Scale(isSecondary: true)
    }

    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
}

nonisolated extension View {
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
}

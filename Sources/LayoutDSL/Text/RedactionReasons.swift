/// Why content is hidden (`redacted(reason:)`), as SwiftUI's `RedactionReasons`. With
/// `.placeholder`, text draws as rounded bars in its colour where its lines are, the shape iOS
/// gives a placeholder screen; `.privacy` hides only views marked `privacySensitive()`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] } set { self[RedactionReasonsKey.self] = newValue }
    }
    var isPrivacySensitive: Bool { get { self[PrivacySensitiveKey.self] } set { self[PrivacySensitiveKey.self] = newValue } }
    /// Whether text here draws as placeholder bars: redacted as a placeholder, or privacy
    /// sensitive under a privacy redaction.
    var redactsText: Bool {
        redactionReasons.contains(.placeholder) || (isPrivacySensitive && redactionReasons.contains(.privacy))
    }
}

nonisolated extension View {
    /// Adds `reason` to the reasons content inside is redacted (they accumulate, as in SwiftUI).
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }
    public func unredacted() -> some View { environment(\.redactionReasons, []) }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { environment(\.isPrivacySensitive, sensitive) }
}

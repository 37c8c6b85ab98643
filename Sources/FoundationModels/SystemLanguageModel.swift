/// The on-device language model of Apple Intelligence (FoundationModels, iOS 26). Here, as on an
/// iPhone that cannot run Apple Intelligence, the model is unavailable
/// (`.unavailable(.deviceNotEligible)`: "The device does not support Apple Intelligence", Apple's
/// documentation of `SystemLanguageModel.Availability.UnavailableReason`), so an app's preview takes
/// the branch it shows when the model is unavailable, the same on every machine, and a session's
/// requests fail as they fail on such a device (`LanguageModelSession`).
///
/// Signatures: docs/reference/foundation-models.md.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public final class SystemLanguageModel: Sendable, Observable {
    /// The base model for general tasks.
    public static let `default` = SystemLanguageModel()

    public let useCase: UseCase
    public let guardrails: Guardrails

    public init(useCase: UseCase = .general, guardrails: Guardrails = .default) {
        self.useCase = useCase
        self.guardrails = guardrails
    }

    /// A model specialized by an adapter (`Adapter`); no adapter can be loaded here
    /// (`Adapter`'s initializers throw), so none ever reaches this.
    public convenience init(adapter: Adapter, guardrails: Guardrails = .default) {
        self.init(useCase: .general, guardrails: guardrails)
    }

    /// Whether the model can be used now: never here (see the type's documentation).
    public var availability: Availability { .unavailable(.deviceNotEligible) }

    public var isAvailable: Bool { availability == .available }

    /// The tokens a session's context holds: 4,096 (Apple's documentation of `contextSize`).
    public var contextSize: Int { 4096 }

    /// The languages the model supports: none on a device that cannot run it.
    public var supportedLanguages: Set<Locale.Language> { [] }

    public func supportsLocale(_ locale: Locale = .current) -> Bool {
        supportedLanguages.contains(locale.language)
    }

    /// What the model is specialized for.
    public struct UseCase: Sendable, Equatable {
        let name: String
        public static let general = UseCase(name: "general")
        public static let contentTagging = UseCase(name: "contentTagging")
    }

    /// How the model's input and output are screened for harmful content.
    public struct Guardrails: Sendable {
        let permissive: Bool
        public static let `default` = Guardrails(permissive: false)
        public static let permissiveContentTransformations = Guardrails(permissive: true)
    }
}

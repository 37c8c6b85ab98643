@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension SystemLanguageModel {
    /// Whether the model can be used, and why not (Apple's `SystemLanguageModel.Availability`).
    @frozen public enum Availability: Equatable, Sendable {
        case available
        case unavailable(UnavailableReason)

        public enum UnavailableReason: Equatable, Sendable {
            /// The device does not support Apple Intelligence.
            case deviceNotEligible
            /// Apple Intelligence is not enabled on the system.
            case appleIntelligenceNotEnabled
            /// The models aren't available on the user's device yet.
            case modelNotReady
        }
    }
}

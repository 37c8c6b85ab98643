/// How the model samples its output for a request (Apple's `GenerationOptions`).
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct GenerationOptions: Sendable, Equatable {
    public var sampling: SamplingMode?
    public var temperature: Double?
    public var maximumResponseTokens: Int?

    public init(sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil) {
        self.sampling = sampling
        self.temperature = temperature
        self.maximumResponseTokens = maximumResponseTokens
    }

    public struct SamplingMode: Sendable, Equatable {
        enum Kind: Equatable { case greedy, topK(Int), threshold(Double) }
        let kind: Kind
        let seed: UInt64?

        public static var greedy: SamplingMode { SamplingMode(kind: .greedy, seed: nil) }
        public static func random(top k: Int, seed: UInt64? = nil) -> SamplingMode { SamplingMode(kind: .topK(k), seed: seed) }
        public static func random(probabilityThreshold: Double, seed: UInt64? = nil) -> SamplingMode {
            SamplingMode(kind: .threshold(probabilityThreshold), seed: seed)
        }
    }
}

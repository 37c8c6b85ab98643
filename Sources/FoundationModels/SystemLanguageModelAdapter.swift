@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension SystemLanguageModel {
    /// A trained adapter that specializes the model. Loading one fails here as it does where no
    /// adapter asset is installed: `AssetError.compatibleAdapterNotFound` (by name) or
    /// `invalidAsset` (by file).
    public struct Adapter {
        public var creatorDefinedMetadata: [String: Any] { [:] }

        public init(fileURL: URL) throws {
            throw AssetError.invalidAsset(.init(debugDescription: "No adapter asset at \(fileURL.path)"))
        }

        public init(name: String) throws {
            throw AssetError.compatibleAdapterNotFound(.init(debugDescription: "No compatible adapter named \(name)"))
        }

        public func compile() async throws {}

        public static func compatibleAdapterIdentifiers(name: String) -> [String] { [] }

        public static func removeObsoleteAdapters() throws {}

        public enum AssetError: Error, LocalizedError {
            case invalidAsset(Context)
            case invalidAdapterName(Context)
            case compatibleAdapterNotFound(Context)

            public struct Context: Sendable {
                public let debugDescription: String
                public init(debugDescription: String) { self.debugDescription = debugDescription }
            }

            public var errorDescription: String? {
                switch self {
                case .invalidAsset(let context), .invalidAdapterName(let context), .compatibleAdapterNotFound(let context):
                    return context.debugDescription
                }
            }
        }
    }
}

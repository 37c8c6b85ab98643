/// Which columns of a split view show. A render shows every column the width allows, as
/// `.automatic` does in portrait on an iPad with a sidebar and detail. `Codable` (iOS 16), so
/// `@SceneStorage` and `@AppStorage` can keep it: it is written as its name.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
    let value: Int
    public static let automatic = NavigationSplitViewVisibility(value: 0)
    public static let all = NavigationSplitViewVisibility(value: 1)
    public static let doubleColumn = NavigationSplitViewVisibility(value: 2)
    public static let detailOnly = NavigationSplitViewVisibility(value: 3)

    private static let names = ["automatic", "all", "doubleColumn", "detailOnly"]

    init(value: Int) { self.value = value }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let value = Self.names.firstIndex(of: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "No split view visibility named \(name)")
        }
        self.value = value
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Self.names[value])
    }
}

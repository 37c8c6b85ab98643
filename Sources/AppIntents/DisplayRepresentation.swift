/// How an entity or an enum case is shown (Apple's documentation of `DisplayRepresentation`,
/// https://developer.apple.com/documentation/appintents/displayrepresentation).
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    /// The image beside the title (Apple's documentation of `DisplayRepresentation.Image`).
    public struct Image: Sendable {
        public let systemName: String?
        public let url: URL?
        public init(systemName: String, isTemplate: Bool = true) {
            self.systemName = systemName
            url = nil
        }
        public init(url: URL, isTemplate: Bool = false) {
            systemName = nil
            self.url = url
        }
        public init(named name: String, isTemplate: Bool = false) {
            systemName = nil
            url = nil
        }
    }

    public let title: LocalizedStringResource
    public let subtitle: LocalizedStringResource?
    public let image: DisplayRepresentation.Image?

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(title: LocalizedStringResource(String.LocalizationValue(String(stringInterpolation: stringInterpolation))))
    }
}

/// `--defaults KEY=VALUE`: a value seeded into the preview's `@AppStorage` before it renders.
/// Stored as text; a property of another type reads it as UserDefaults would ("42" as an Int,
/// "true" as a Bool).
public struct DefaultsEntry: ArgumentValue {
    public let key: String
    public let value: String

    public init(parsing text: String) throws {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw SnapError(.badSetting, "--defaults '\(text)' needs KEY=VALUE")
        }
        key = String(text[..<equals])
        value = String(text[text.index(after: equals)...])
    }
}

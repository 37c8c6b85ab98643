import Foundation

/// A person's name as Foundation formats it (`PersonNameComponents.FormatStyle`, iOS 15, and
/// `PersonNameComponentsFormatter`), which swift-corelibs-foundation lacks. Apple's styles:
/// short is the given name (or nickname), medium the given and family names, long every
/// component (prefix, given, middle, family, suffix), abbreviated the initials. Names written in
/// Chinese, Japanese or Korean scripts put the family name first without a space, as Apple's
/// formatter orders them by the name's script; the abbreviation of such a name is its family name.
extension PersonNameComponents {
    public struct FormatStyle: Foundation.FormatStyle, Hashable, Sendable {
        public enum Style: Int, Hashable, Sendable, Codable { case short, medium, long, abbreviated }

        public var style: Style
        public var locale: Locale

        public init(style: Style = .medium, locale: Locale = .autoupdatingCurrent) { self.style = style; self.locale = locale }

        public func format(_ value: PersonNameComponents) -> String { value.formatted(style) }
        public func locale(_ locale: Locale) -> Self { var copy = self; copy.locale = locale; return copy }
    }

    public func formatted() -> String { FormatStyle().format(self) }
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == PersonNameComponents {
        style.format(self)
    }

    /// The name in one of the styles, ordered by its script.
    func formatted(_ style: FormatStyle.Style) -> String {
        let eastern = [familyName, givenName].compactMap { $0 }.joined().unicodeScalars.contains(where: Self.isEasternScript)
        let given = style == .short ? (nickname ?? givenName) : givenName
        switch style {
        case .short:
            return given ?? familyName ?? ""
        case .medium:
            return eastern ? [familyName, givenName].compactMap { $0 }.joined()
                           : [givenName, familyName].compactMap { $0 }.joined(separator: " ")
        case .long:
            return eastern ? [namePrefix, familyName, middleName, givenName, nameSuffix].compactMap { $0 }.joined()
                           : [namePrefix, givenName, middleName, familyName, nameSuffix].compactMap { $0 }.joined(separator: " ")
        case .abbreviated:
            if eastern { return familyName ?? givenName ?? "" }
            return [givenName, familyName].compactMap { $0?.first.map { String($0).uppercased() } }.joined()
        }
    }

    private static func isEasternScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0x1100...0x11FF, 0xF900...0xFAFF: true
        default: false
        }
    }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self { Self(style: style) }
}

/// Foundation's formatter of names (`PersonNameComponentsFormatter`), by the styles above.
open class PersonNameComponentsFormatter: Formatter, @unchecked Sendable {
    public enum Style: Int, Hashable, Sendable { case `default`, short, medium, long, abbreviated }

    open var style = Style.default
    open var locale: Locale! = .current
    open var isPhonetic = false

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open class func localizedString(from components: PersonNameComponents, style nameFormatStyle: Style,
                                    options nameOptions: Options = []) -> String {
        let formatter = PersonNameComponentsFormatter()
        formatter.style = nameFormatStyle
        return formatter.string(from: components)
    }

    open func string(from components: PersonNameComponents) -> String {
        let shown: PersonNameComponents.FormatStyle.Style = switch style {
        case .default, .medium: .medium
        case .short: .short
        case .long: .long
        case .abbreviated: .abbreviated
        }
        return components.formatted(shown)
    }

    open override func string(for obj: Any?) -> String? { (obj as? PersonNameComponents).map(string(from:)) }

    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let phonetic = Options(rawValue: 1 << 1)
    }
}

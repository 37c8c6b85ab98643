import Foundation

/// `--locale IDENTIFIER`: the root environment's `locale`, in which text formats its numbers,
/// dates and currencies. The default is en_US, an iPhone's and Xcode previews' out of the box
/// (not the machine's: Linux Foundation's `Locale.current` is en_001 whatever `LANG` says), so a
/// render reads the same on every machine. Any identifier ICU knows: `de_DE`, `ar_EG`, `ja_JP`
/// (a right-to-left language lays out right to left with `--layout-direction rtl`, as on iOS
/// where the two come together).
public struct LocaleOption: ArgumentValue, Equatable {
    public let identifier: String
    public static let `default` = LocaleOption(identifier: "en_US")

    private init(identifier: String) { self.identifier = identifier }

    public init(parsing text: String) throws {
        let canonical = Locale.canonicalIdentifier(from: text.replacingOccurrences(of: "-", with: "_"))
        guard Self.known.contains(canonical) else {
            throw SnapError(.unknownLocale, "--locale '\(text)' is not a locale identifier ICU knows (for example en_US, de_DE, ar_EG)")
        }
        identifier = canonical
    }

    public var locale: Locale { Locale(identifier: identifier) }

    private static let known = Set(Locale.availableIdentifiers)
}

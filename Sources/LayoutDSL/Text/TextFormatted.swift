import Foundation

/// A value through a format style, made into a string in the environment's locale when laid out,
/// as SwiftUI formats `Text(_:format:)` (the process's locale on Linux is en_001, which gives
/// "US$8.50" where an en_US iPhone shows "$8.50"). Equal when the style and the input are (an
/// input that is only `Equatable` is compared by its en_US output, formatted once more here).
struct LocaleFormatted: Hashable {
    let format: (Locale) -> String
    private let identity: [AnyHashable]

    init<F: FormatStyle>(_ input: F.FormatInput, style: F) where F.FormatOutput == String {
        let format = { (locale: Locale) in style.locale(locale).format(input) }
        self.format = format
        let value = (input as? any Hashable).map { AnyHashable($0) } ?? AnyHashable(format(EnvironmentValues().locale))
        identity = [AnyHashable(style), value]
    }

    static func == (lhs: LocaleFormatted, rhs: LocaleFormatted) -> Bool { lhs.identity == rhs.identity }
    func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

extension Text {
    /// A value shown through a format style (`Text(price, format: .currency(code: "USD"))`), in
    /// the environment's locale.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [Run(string: "", dynamic: .formatStyle(LocaleFormatted(input, style: format)))]
    }

    /// A value shown through a Foundation `Formatter`; nothing when it cannot format it.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}

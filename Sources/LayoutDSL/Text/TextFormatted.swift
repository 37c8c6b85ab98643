import Foundation

extension Text {
    /// A value shown through a format style (`Text(price, format: .currency(code: "USD"))`), in
    /// the environment's default locale (en_US), as SwiftUI formats it in the environment's
    /// locale rather than the process's (which on Linux gives "US$8.50" for "$8.50").
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.locale(EnvironmentValues().locale).format(input))
    }

    /// A value shown through a Foundation `Formatter`; nothing when it cannot format it.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}

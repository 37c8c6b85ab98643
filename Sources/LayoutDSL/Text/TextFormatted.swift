import Foundation

/// A value through a format style, made into a string in the environment's locale (and, for a
/// style with a calendar, its calendar) when laid out, as SwiftUI formats `Text(_:format:)`
/// (the process's locale on Linux is en_001, which gives "US$8.50" where an en_US iPhone shows
/// "$8.50"). Equal when the style and the input are (an input that is only `Equatable` is
/// compared by its en_US output, formatted once more here).
struct LocaleFormatted: Hashable {
    let format: (EnvironmentValues) -> String
    private let identity: [AnyHashable]

    init<F: FormatStyle>(_ input: F.FormatInput, style: F) where F.FormatOutput == String {
        self.init(style: style, input: { _ in input }, inputIdentity: nil) { $0 }
    }

    init<F: FormatStyle>(_ input: F.FormatInput, style: F) where F.FormatOutput == AttributedString {
        self.init(style: style, input: { _ in input }, inputIdentity: nil) { String($0.characters) }
    }

    /// A value read from the time when laid out (`TimeDataSource`): the clock's now, the virtual
    /// one during an update.
    init<V, F: FormatStyle>(_ source: TimeDataSource<V>, style: F, string: @escaping (F.FormatOutput) -> String)
    where F.FormatInput == V {
        self.init(style: style, input: { source.value(Date()) }, inputIdentity: AnyHashable(source.identity), string: string)
    }

    private init<F: FormatStyle>(style: F, input: @escaping (()) -> F.FormatInput, inputIdentity: AnyHashable?,
                                 string: @escaping (F.FormatOutput) -> String) {
        let format = { (environment: EnvironmentValues) -> String in
            var localized = style.locale(environment.locale)
            if let calendared = localized as? any CalendarFormatStyle, let styled = calendared.with(environment.calendar) as? F {
                localized = styled
            }
            return string(localized.format(input(())))
        }
        self.format = format
        let value = inputIdentity ?? (input(()) as? any Hashable).map { AnyHashable($0) } ?? AnyHashable(format(EnvironmentValues()))
        identity = [AnyHashable(style), value]
    }

    static func == (lhs: LocaleFormatted, rhs: LocaleFormatted) -> Bool { lhs.identity == rhs.identity }
    func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// A format style that counts in a calendar (`SystemFormatStyle.DateOffset`, `.DateReference`):
/// a text gives it its environment's.
protocol CalendarFormatStyle {
    func with(_ calendar: Calendar) -> Self
}

extension SystemFormatStyle.DateOffset: CalendarFormatStyle {
    func with(_ calendar: Calendar) -> Self { self.calendar(calendar) }
}

extension SystemFormatStyle.DateReference: CalendarFormatStyle {
    func with(_ calendar: Calendar) -> Self { self.calendar(calendar) }
}

extension Text {
    /// A value shown through a format style (`Text(price, format: .currency(code: "USD"))`), in
    /// the environment's locale.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [Run(string: "", dynamic: .formatStyle(LocaleFormatted(input, style: format)))]
    }

    /// A value through a style that makes an attributed string, shown as its characters.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        runs = [Run(string: "", dynamic: .formatStyle(LocaleFormatted(input, style: format)))]
    }

    /// The time, through a style, as it is when the text is laid out
    /// (`Text(.currentDate, format: .timer(countingDownIn: start..<end))`).
    public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F) where V == F.FormatInput, F.FormatOutput == String {
        runs = [Run(string: "", dynamic: .formatStyle(LocaleFormatted(source, style: format) { $0 }))]
    }

    public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F)
    where V == F.FormatInput, F.FormatOutput == AttributedString {
        runs = [Run(string: "", dynamic: .formatStyle(LocaleFormatted(source, style: format) { String($0.characters) }))]
    }

    /// A value shown through a Foundation `Formatter`; nothing when it cannot format it.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}

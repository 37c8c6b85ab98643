import Foundation
import VirtualTime

/// Foundation's relative date formatter (`RelativeDateTimeFormatter`, "in 2 hours", "yesterday"),
/// which swift-corelibs-foundation lacks. The text is Foundation's own `Date.RelativeFormatStyle`
/// (ICU's relative date patterns), read on this thread with the clock set to the reference date,
/// so a date is described relative to it exactly, as the formatter's `relativeTo:` asks. Units
/// styles map to the format style's: full is wide, short abbreviated, abbreviated narrow.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    public enum DateTimeStyle: Int, Hashable, Sendable { case numeric, named }
    public enum UnitsStyle: Int, Hashable, Sendable { case full, spellOut, short, abbreviated }

    open var dateTimeStyle = DateTimeStyle.numeric
    open var unitsStyle = UnitsStyle.full
    open var formattingContext = Formatter.Context.unknown
    open var calendar: Calendar! = .current
    open var locale: Locale! = .current

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let units: Date.RelativeFormatStyle.UnitsStyle = switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
        let context: FormatStyleCapitalizationContext = switch formattingContext {
        case .beginningOfSentence: .beginningOfSentence
        case .middleOfSentence: .middleOfSentence
        case .listItem: .listItem
        case .standalone: .standalone
        default: .unknown
        }
        let style = Date.RelativeFormatStyle(presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: units,
                                             locale: locale ?? .current, calendar: calendar ?? .current, capitalizationContext: context)
        return Self.reading(referenceDate) { style.format(date) }
    }

    /// Relative to now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The date the components reach from now.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        return localizedString(for: (calendar ?? .current).date(byAdding: dateComponents, to: now) ?? now, relativeTo: now)
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? Date).map { localizedString(for: $0, relativeTo: Date()) }
    }

    /// Runs `body` with this thread's clock reading `date` (`virtual_time_bind`), then as before.
    private static func reading<R>(_ date: Date, _ body: () -> R) -> R {
        var nanoseconds = Int64(((date.timeIntervalSince1970 - Double(virtual_time_unix_epoch)) * 1e9).rounded())
        return withUnsafePointer(to: &nanoseconds) { pointer in
            let previous = virtual_time_bind(pointer)
            defer { virtual_time_bind(previous) }
            return body()
        }
    }
}

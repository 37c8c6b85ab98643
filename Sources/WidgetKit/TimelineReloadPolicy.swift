/// When WidgetKit asks for a new timeline (Apple's documentation of `TimelineReloadPolicy`).
/// A preview draws the entries it has and never reloads.
public struct TimelineReloadPolicy: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case atEnd, never, after(Date) }
    let kind: Kind

    /// After the last entry's date.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Only when the app asks (`WidgetCenter.reloadTimelines(ofKind:)`).
    public static let never = TimelineReloadPolicy(kind: .never)
    /// At `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

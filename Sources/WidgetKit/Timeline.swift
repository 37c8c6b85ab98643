/// A timeline provider's entries and when to ask for the next ones (Apple's documentation of
/// `Timeline`).
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy

    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries; self.policy = policy
    }
}

/// One moment of a widget's timeline (Apple's documentation of `TimelineEntry`): the date the
/// system shows it at, and how relevant it is then.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// A view that subscribes to a publisher while it is shown and runs an action with each value
/// (SwiftUI's `SubscriptionView`, the view `onReceive(_:perform:)` makes): its content, with the
/// subscription `onReceive` holds.
@frozen public struct SubscriptionView<PublisherType: Publisher, Content: View>: View where PublisherType.Failure == Never {
    public var content: Content
    public var publisher: PublisherType
    public var action: (PublisherType.Output) -> Void

    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }

    public var body: some View { content.onReceive(publisher, perform: action) }
}

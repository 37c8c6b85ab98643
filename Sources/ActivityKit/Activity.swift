/// A Live Activity (Apple's `Activity`). A preview's activities live in its process, as the
/// Simulator's do for the app that starts them: `request` starts one (`activities` lists it),
/// `update` changes its content, `end` ends it; no push token is ever issued and nothing arrives
/// from outside (the update sequences end at once, `ActivityUpdateSequence`).
@available(iOS 16.1, *)
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
    public let id: String
    public let attributes: Attributes
    @available(iOS 16.2, *)
    public private(set) var content: ActivityContent<Attributes.ContentState>
    public private(set) var activityState: ActivityState = .active
    public var pushToken: Data? { nil }
    @available(iOS 18.0, *)
    public let style: ActivityStyle

    @available(iOS, deprecated: 16.2, message: "Use content.state")
    public var contentState: Attributes.ContentState { content.state }

    private init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>, style: ActivityStyle) {
        id = String(format: "00000000-0000-4000-8000-%012d", ActivityRegistry.shared.nextNumber())
        self.attributes = attributes
        self.content = content
        self.style = style
    }

    /// The app's activities of this type that have not been dismissed.
    public static var activities: [Activity<Attributes>] {
        ActivityRegistry.shared.all.compactMap { $0 as? Activity<Attributes> }.filter { $0.activityState != .dismissed }
    }

    @available(iOS 16.2, *)
    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType, style: .standard)
    }

    @available(iOS 18.0, *)
    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                               pushType: PushType? = nil, style: ActivityStyle) throws -> Activity<Attributes> {
        let activity = Activity(attributes: attributes, content: content, style: style)
        ActivityRegistry.shared.add(activity)
        return activity
    }

    @available(iOS, deprecated: 16.2, message: "Use request(attributes:content:pushType:)")
    public static func request(attributes: Attributes, contentState: Attributes.ContentState,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    @available(iOS 16.2, *)
    public func update(_ content: ActivityContent<Attributes.ContentState>) async {
        guard activityState == .active || activityState == .stale else { return }
        self.content = content
    }

    @available(iOS 16.2, *)
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {
        await update(content)
    }

    @available(iOS, deprecated: 16.2, message: "Use update(_:)")
    public func update(using contentState: Attributes.ContentState, alertConfiguration: AlertConfiguration? = nil) async {
        await update(ActivityContent(state: contentState, staleDate: nil))
    }

    /// Ends the activity: with the immediate policy it is dismissed at once, else it stays on the
    /// Lock Screen, ended.
    @available(iOS 16.2, *)
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = dismissalPolicy.immediately ? .dismissed : .ended
    }

    @available(iOS, deprecated: 16.2, message: "Use end(_:dismissalPolicy:)")
    public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }

    public var activityStateUpdates: ActivityUpdateSequence<ActivityState> { ActivityUpdateSequence() }
    @available(iOS 16.2, *)
    public var contentUpdates: ActivityUpdateSequence<ActivityContent<Attributes.ContentState>> { ActivityUpdateSequence() }
    public var pushTokenUpdates: ActivityUpdateSequence<Data> { ActivityUpdateSequence() }
    public static var activityUpdates: ActivityUpdateSequence<Activity<Attributes>> { ActivityUpdateSequence() }
    @available(iOS 17.2, *)
    public static var pushToStartToken: Data? { nil }
    @available(iOS 17.2, *)
    public static var pushToStartTokenUpdates: ActivityUpdateSequence<Data> { ActivityUpdateSequence() }
}

/// The process's activities of every type, in the order they started; their identifiers count up
/// from 1, the same every run.
final class ActivityRegistry: @unchecked Sendable {
    static let shared = ActivityRegistry()
    private let lock = NSLock()
    private var activities: [AnyObject] = []
    private var count = 0

    func nextNumber() -> Int { lock.withLock { count += 1; return count } }
    func add(_ activity: AnyObject) { lock.withLock { activities.append(activity) } }
    var all: [AnyObject] { lock.withLock { activities } }
}

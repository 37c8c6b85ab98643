/// The handlers of what reaches an app from outside: a URL (`onOpenURL`), an activity to
/// continue (`onContinueUserActivity`), and the activity a view advertises (`userActivity`)
/// (Apple's documentation of each). Nothing opens URLs in or hands activities to a render, so
/// the handlers are kept by no one and never called; the views render as they are.
nonisolated extension View {
    public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { self }
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> ()) -> some View { self }
    public func userActivity(_ activityType: String, isActive: Bool = true,
                             _ update: @escaping (NSUserActivity) -> ()) -> some View { self }
    public func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> ()) -> some View { self }
}

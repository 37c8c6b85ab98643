/// `handlesExternalEvents`: which external events (URLs, user activities, by their
/// identifiers' prefixes) open or go to a scene's windows (Apple's documentation of
/// `Scene.handlesExternalEvents(matching:)`). Nothing sends events to a render: the scene's
/// conditions are kept in its `windowSettings`, and a view's preference, which only chooses
/// among open windows, is accepted and inert.
nonisolated extension Scene {
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { windowSetting { $0.externalEvents = conditions } }
}

nonisolated extension View {
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}

nonisolated extension View {
    /// Puts the view in the accent group of a widget drawn in the accented rendering mode (Apple's
    /// documentation of `widgetAccentable(_:)`). Previews draw the Home Screen's full colour and
    /// the Lock Screen's vibrant mode, where the accent group looks as the rest does.
    public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
}

nonisolated extension View {
    /// Fills the whole sheet (under the drag indicator and the bottom safe area) with `style`
    /// instead of the system background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        transformPreference(PresentationOptionsKey.self) { options in
            guard options.background == nil else { return }
            options.background = AnyShapeStyle(style)
            options.backgroundDescription = String(reflecting: style)
        }
    }
}

nonisolated extension View {
    /// Fills the whole sheet (under the drag indicator and the bottom safe area) with `style`
    /// instead of the system background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        transformPreference(PresentationOptionsKey.self) { options in
            guard options.background == nil, options.backgroundView == nil else { return }
            options.background = AnyShapeStyle(style)
            options.backgroundDescription = String(reflecting: style)
        }
    }

    /// Puts `content` behind the whole sheet (under the drag indicator and the bottom safe area)
    /// instead of the system background, placed at `alignment` as `background(alignment:content:)`
    /// places a view (Apple's documentation of `presentationBackground(alignment:content:)`).
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let view = content()
        let description = String(reflecting: view)
        return transformPreference(PresentationOptionsKey.self) { options in
            guard options.background == nil, options.backgroundView == nil else { return }
            options.backgroundView = PresentationOptions.BackgroundView(content: AnyView(view), alignment: alignment)
            options.backgroundDescription = description
        }
    }
}

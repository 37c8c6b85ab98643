nonisolated extension View {
    /// The sheet's top corner radius; `nil` keeps the system's (`SheetMetrics.cornerRadius`).
    /// Negative or non-finite radii are ignored.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        transformPreference(PresentationOptionsKey.self) { options in
            if options.cornerRadius == nil, let cornerRadius, cornerRadius.isFinite, cornerRadius >= 0 {
                options.cornerRadius = cornerRadius
            }
        }
    }
}

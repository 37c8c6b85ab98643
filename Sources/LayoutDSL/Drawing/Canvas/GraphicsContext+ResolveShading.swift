extension GraphicsContext {
    /// The shading with its styles resolved in this context's environment now (Apple's
    /// documentation of `resolve(_:)`): a copy drawn later, or in a context whose environment
    /// differs, paints as this context would have.
    public func resolve(_ shading: GraphicsContext.Shading) -> GraphicsContext.Shading {
        let environment = self.environment
        var resolved = Shading { _, bounds, canvas in shading.resolve(environment, bounds, canvas) }
        resolved.isForeground = shading.isForeground
        resolved.warning = shading.warning
        return resolved
    }
}

extension GraphicsContext {
    /// Fills the path in the current user space; a shading that resolves to nothing draws nothing.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        if let warning = shading.warning { recording.shared.warn(warning) }
        guard let paint = shading.resolve(environment, path.boundingRect, recording.shared.size) else { return }
        append(.fill(path, style, paint))
    }

    /// Strokes the path in the current user space: the line width scales with the transform, as
    /// in Core Graphics.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        if let warning = shading.warning { recording.shared.warn(warning) }
        guard let paint = shading.resolve(environment, path.boundingRect, recording.shared.size) else { return }
        append(.stroke(path, style, paint))
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// The device a host renders for, as UIKit names it: what `UIScreen.main` and
/// `UIDevice.current` answer while that host updates. It lives in the host's environment,
/// not in a process-wide variable, so two hosts rendering different devices at once (parallel
/// snapshot tests, threads) each read their own.
struct RenderedDevice: Sendable {
    let screen: UIScreen
    let device: UIDevice
}

private struct RenderedDeviceKey: EnvironmentKey {
    static let defaultValue = RenderedDevice(screen: .unconfigured, device: .unconfigured)
}

extension EnvironmentValues {
    var renderedDevice: RenderedDevice {
        get { self[RenderedDeviceKey.self] } set { self[RenderedDeviceKey.self] = newValue }
    }

    /// Sets the device `UIScreen.main` and `UIDevice.current` report to the views of a host
    /// made with this environment (what `Device.apply` does), and the radius of its display's
    /// corners, which a window filling the screen has as its container shape.
    public mutating func _setRenderedDevice(name: String, size: CGSize, scale: CGFloat, idiom: UIUserInterfaceIdiom,
                                            displayCornerRadius: CGFloat = 0) {
        renderedDevice = RenderedDevice(screen: UIScreen(size: size, scale: scale, displayCornerRadius: displayCornerRadius),
                                        device: UIDevice(idiom: idiom, name: name))
    }

    /// The container shape of a window `canvasSize` large: the display's rounded rectangle when
    /// the window fills the screen of the device rendered for (either way up), else none.
    func screenContainerShape(canvasSize: CGSize) -> ContainerShapeContext? {
        let screen = renderedDevice.screen.bounds.size, radius = renderedDevice.screen.displayCornerRadius
        guard radius > 0, canvasSize == screen || canvasSize == CGSize(width: screen.height, height: screen.width) else { return nil }
        return ContainerShapeContext(shape: RoundedRectangle(cornerRadius: radius, style: .continuous), frame: CGRect(size: canvasSize))
    }
}

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
    /// made with this environment (what `Device.apply` does).
    public mutating func _setRenderedDevice(name: String, size: CGSize, scale: CGFloat, idiom: UIUserInterfaceIdiom) {
        renderedDevice = RenderedDevice(screen: UIScreen(size: size, scale: scale), device: UIDevice(idiom: idiom, name: name))
    }
}

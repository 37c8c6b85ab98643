import LayoutDSL

extension Device {
    /// The device turned to `orientation`, as a landscape preview (`.previewInterfaceOrientation`,
    /// `#Preview(traits: .landscapeLeft)`) shows it: the screen's sides swap, and so do the
    /// insets. A phone with a sensor housing keeps it clear on both sides and its home indicator
    /// 21 pt at the bottom (an iPhone 15 reports top 59, bottom 34 in portrait and left 59,
    /// right 59, bottom 21 in landscape: csl.cool/2023/09/15/ios-dev/ios-layout-adaptation);
    /// a phone with a home button hides the status bar in landscape, so has none; an iPad keeps
    /// its status bar and home indicator. Size classes follow Apple's HIG (Layout → Device size
    /// classes): a phone in landscape is compact tall, and regular wide from the 6.5-inch screens
    /// (896 pt and longer) up, compact wide below; an iPad is regular both ways.
    public func rotated(to orientation: InterfaceOrientation) -> Device {
        guard orientation.isLandscape else { return self }
        var turned = self
        turned.size = CGSize(width: size.height, height: size.width)
        guard horizontalSizeClass == .compact else { return turned }
        let housing = safeAreaInsets.bottom > 0 ? safeAreaInsets.top : 0
        turned.safeAreaInsets = EdgeInsets(top: 0, leading: housing, bottom: safeAreaInsets.bottom > 0 ? 21 : 0, trailing: housing)
        turned.verticalSizeClass = .compact
        turned.horizontalSizeClass = max(size.width, size.height) >= 896 ? .regular : .compact
        return turned
    }
}

extension FontFiles {
    /// The revisions (`head.fontRevision`) of the open fonts the engine's measurements were made
    /// with: Debian 12's packages, which `scripts/install-deps.sh` installs. The stand-in's width
    /// correction (`StandInTracking`), SF Pro's line metrics applied over Inter, the symbols' sizes
    /// and every reference image of this repository were fitted to or drawn with these files; the
    /// same family at another revision draws other glyphs and advances.
    static let calibration: [String: (revision: String, package: String)] = [
        system: ("3.019", "fonts-inter 4.0~beta7+ds-1"),
        "Inter Display": ("3.019", "fonts-inter 4.0~beta7+ds-1"),
        serif: ("2.370", "fonts-dejavu-core 2.37-6"),
        monospaced: ("2.370", "fonts-dejavu-core 2.37-6"),
        "DejaVu Sans": ("2.370", "fonts-dejavu-core 2.37-6"),
        cjk: ("2.004", "fonts-noto-cjk 1:20220127+repack1-1"),
        arabic: ("2.005", "fonts-noto-core 20201225-1"),
        hebrew: ("3.000", "fonts-noto-core 20201225-1"),
        emoji: ("2.042", "fonts-noto-color-emoji 2.042-0+deb12u1"),
        "Material Icons": ("1.017", "fonts-material-design-icons-iconfont 6.7.0+dfsg-1"),
        "Material Design Icons": ("1.000", "fonts-materialdesignicons-webfont 1.6.50-3"),
    ]

    /// One line saying how a face differs from the revision the engine was calibrated with, or
    /// nil when it is that revision (or a family the engine was not calibrated with: a custom
    /// font an app bundles).
    static func differenceFromCalibration(_ identity: FontIdentity) -> String? {
        guard let expected = calibration[identity.family], expected.revision != identity.revision else { return nil }
        return "\(identity.family) is revision \(identity.revision) here (\(identity.file)); its metrics were fitted to "
            + "revision \(expected.revision) (Debian 12's \(expected.package)), so text and symbols measure and draw "
            + "differently from references made with it"
    }
}

/// The sound of a notification (Apple's documentation of `UNNotificationSound`,
/// https://developer.apple.com/documentation/usernotifications/unnotificationsound); never played.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound file's name, nil for the system's sound.
    let name: UNNotificationSoundName?
    let isCritical: Bool
    let volume: Float

    init(name: UNNotificationSoundName?, isCritical: Bool = false, volume: Float = 1) {
        self.name = name
        self.isCritical = isCritical
        self.volume = volume
    }

    public convenience init(named name: UNNotificationSoundName) { self.init(name: name) }

    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil) }
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, isCritical: true) }
    open class var defaultRingtone: UNNotificationSound { UNNotificationSound(name: UNNotificationSoundName("Ringtone")) }

    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, isCritical: true)
    }

    open class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: name, isCritical: true, volume: volume)
    }

    open class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: nil, isCritical: true, volume: volume)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationSound else { return false }
        return name == other.name && isCritical == other.isCritical && volume == other.volume
    }
}

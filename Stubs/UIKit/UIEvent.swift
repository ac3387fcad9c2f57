extension UIEvent {
    /// https://developer.apple.com/documentation/uikit/uievent/eventsubtype
    /// decl: enum UIEvent.EventSubtype
    public enum EventSubtype: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uievent/eventsubtype/none
        /// decl: case none
        case none = 0
        /// https://developer.apple.com/documentation/uikit/uievent/eventsubtype/motionshake
        /// decl: case motionShake
        case motionShake = 1
        /// https://developer.apple.com/documentation/uikit/uievent/eventsubtype/remotecontrolplay
        /// decl: case remoteControlPlay
        case remoteControlPlay = 100
        /// https://developer.apple.com/documentation/uikit/uievent/eventsubtype/remotecontrolpause
        /// decl: case remoteControlPause
        case remoteControlPause = 101
        /// https://developer.apple.com/documentation/uikit/uievent/eventsubtype/remotecontrolstop
        /// decl: case remoteControlStop
        case remoteControlStop = 102
        /// https://developer.apple.com/documentation/uikit/uievent/eventsubtype/remotecontroltoggleplaypause
        /// decl: case remoteControlTogglePlayPause
        case remoteControlTogglePlayPause = 103
        /// https://developer.apple.com/documentation/uikit/uievent/eventsubtype/remotecontrolnexttrack
        /// decl: case remoteControlNextTrack
        case remoteControlNextTrack = 104
        /// https://developer.apple.com/documentation/uikit/uievent/eventsubtype/remotecontrolprevioustrack
        /// decl: case remoteControlPreviousTrack
        case remoteControlPreviousTrack = 105
        /// https://developer.apple.com/documentation/uikit/uievent/eventsubtype/remotecontrolbeginseekingbackward
        /// decl: case remoteControlBeginSeekingBackward
        case remoteControlBeginSeekingBackward = 106
        /// https://developer.apple.com/documentation/uikit/uievent/eventsubtype/remotecontrolendseekingbackward
        /// decl: case remoteControlEndSeekingBackward
        case remoteControlEndSeekingBackward = 107
        /// https://developer.apple.com/documentation/uikit/uievent/eventsubtype/remotecontrolbeginseekingforward
        /// decl: case remoteControlBeginSeekingForward
        case remoteControlBeginSeekingForward = 108
        /// https://developer.apple.com/documentation/uikit/uievent/eventsubtype/remotecontrolendseekingforward
        /// decl: case remoteControlEndSeekingForward
        case remoteControlEndSeekingForward = 109
    }
}

/// https://developer.apple.com/documentation/uikit/uipress
/// decl: @MainActor class UIPress
@MainActor open class UIPress: NSObject {}

/// https://developer.apple.com/documentation/uikit/uipressesevent
/// decl: @MainActor class UIPressesEvent
@MainActor open class UIPressesEvent: UIEvent {}

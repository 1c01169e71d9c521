//! Looks: light and dark themes, spacing, text scale, and the few colours the screens share.

use egui::{Color32, Context, FontFamily, FontId, TextStyle};

/// Spacing between sections of a screen.
pub const SECTION_GAP: f32 = 14.0;

/// Applies the theme and text scale.
pub fn apply(ctx: &Context, dark: bool, scale: f32) {
    ctx.set_theme(if dark {
        egui::Theme::Dark
    } else {
        egui::Theme::Light
    });
    ctx.global_style_mut(|style| {
        style.text_styles = [
            (
                TextStyle::Heading,
                FontId::new(22.0, FontFamily::Proportional),
            ),
            (TextStyle::Body, FontId::new(15.0, FontFamily::Proportional)),
            (
                TextStyle::Monospace,
                FontId::new(14.0, FontFamily::Monospace),
            ),
            (
                TextStyle::Button,
                FontId::new(15.0, FontFamily::Proportional),
            ),
            (
                TextStyle::Small,
                FontId::new(12.0, FontFamily::Proportional),
            ),
        ]
        .into();
        style.spacing.item_spacing = egui::vec2(8.0, 6.0);
        style.spacing.button_padding = egui::vec2(10.0, 4.0);
        style.spacing.interact_size.y = 26.0;
    });
    ctx.set_zoom_factor(scale.clamp(0.5, 3.0));
}

/// Colour for things that need attention (unreported tables, errors).
pub fn attention(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(255, 170, 80)
    } else {
        Color32::from_rgb(190, 90, 0)
    }
}

/// Colour for errors.
pub fn error(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(255, 120, 120)
    } else {
        Color32::from_rgb(180, 20, 20)
    }
}

/// Colour for good news (reported, decided).
pub fn ok(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(120, 210, 140)
    } else {
        Color32::from_rgb(20, 120, 50)
    }
}

/// Muted text.
pub fn muted(dark: bool) -> Color32 {
    if dark {
        Color32::from_gray(150)
    } else {
        Color32::from_gray(110)
    }
}

import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export default function TutorialScreen() {
  return (
    <ScreenPlaceholder
      id="tutorial"
      title="Tutorial"
      description="Video y pasos del tutorial."
      variant="panel"
    />
  );
}
